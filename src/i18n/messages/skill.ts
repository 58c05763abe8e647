import { defineMessages } from '../index.js';

export const skillMessages = defineMessages({
  en: {
    title: 'Agent skill pipe-migrate {version}:',
    agent_claude: 'Claude Code',
    agent_cursor: 'Cursor',
    agent_codex: 'Codex',
    agent_agents: 'shared agents folder',
    installed: 'installed for {agent}: {path}',
    updated: 'updated for {agent}: {path}',
    overwritten: 'replaced for {agent} (--force): {path}',
    up_to_date: 'already up to date for {agent}: {path}',
    skipped_modified:
      'skipped for {agent}: {path} has changes of yours ({files}). Nothing was written there; run again with --force to replace it.',
    skipped_newer:
      'skipped for {agent}: {path} holds a newer version ({installed}). Nothing was written there; run again with --force to replace it.',
    failed: 'could not write for {agent}: {path} ({code}). Check the folder permissions and run again.',
    wrote: 'wrote {path}',
    removed: 'removed {path}',
    restart: 'Open a new chat (or restart the agent) so it picks up the skill.',
    agent_invalid: 'Unknown agent "{value}". Use --agent claude, cursor, codex or all.',
    unexpected_argument: 'Unexpected argument "{value}". Use: pipe-migrate install-skill [--agent claude|cursor|codex|all] [--force] [--json]',
    home_missing: 'The HOME variable is not set, so the agents\' skills folders cannot be found. Set HOME and run again.',
    source_missing:
      'The skill files are missing from this pipe-migrate package ({path}). Reinstall pipe-migrate (npm ci in the clone, or the package again).',
  },
  pt: {
    title: 'Skill do agente pipe-migrate {version}:',
    agent_claude: 'Claude Code',
    agent_cursor: 'Cursor',
    agent_codex: 'Codex',
    agent_agents: 'pasta compartilhada dos agentes',
    installed: 'instalada para {agent}: {path}',
    updated: 'atualizada para {agent}: {path}',
    overwritten: 'substituída para {agent} (--force): {path}',
    up_to_date: 'já está atualizada para {agent}: {path}',
    skipped_modified:
      'ignorada para {agent}: {path} tem alterações suas ({files}). Nada foi gravado lá; rode de novo com --force para substituí-la.',
    skipped_newer:
      'ignorada para {agent}: {path} tem uma versão mais nova ({installed}). Nada foi gravado lá; rode de novo com --force para substituí-la.',
    failed: 'não foi possível gravar para {agent}: {path} ({code}). Verifique as permissões da pasta e rode de novo.',
    wrote: 'gravado {path}',
    removed: 'removido {path}',
    restart: 'Abra um novo chat (ou reinicie o agente) para ele carregar a skill.',
    agent_invalid: 'Agente desconhecido "{value}". Use --agent claude, cursor, codex ou all.',
    unexpected_argument: 'Argumento inesperado "{value}". Use: pipe-migrate install-skill [--agent claude|cursor|codex|all] [--force] [--json]',
    home_missing: 'A variável HOME não está definida, então as pastas de skills dos agentes não podem ser encontradas. Defina HOME e rode de novo.',
    source_missing:
      'Os arquivos da skill estão faltando neste pacote do pipe-migrate ({path}). Reinstale o pipe-migrate (npm ci no clone, ou o pacote de novo).',
  },
  es: {
    title: 'Skill del agente pipe-migrate {version}:',
    agent_claude: 'Claude Code',
    agent_cursor: 'Cursor',
    agent_codex: 'Codex',
    agent_agents: 'carpeta compartida de agentes',
    installed: 'instalada para {agent}: {path}',
    updated: 'actualizada para {agent}: {path}',
    overwritten: 'reemplazada para {agent} (--force): {path}',
    up_to_date: 'ya está al día para {agent}: {path}',
    skipped_modified:
      'omitida para {agent}: {path} tiene cambios tuyos ({files}). No se escribió nada allí; vuelve a ejecutar con --force para reemplazarla.',
    skipped_newer:
      'omitida para {agent}: {path} tiene una versión más nueva ({installed}). No se escribió nada allí; vuelve a ejecutar con --force para reemplazarla.',
    failed: 'no se pudo escribir para {agent}: {path} ({code}). Revisa los permisos de la carpeta y vuelve a ejecutar.',
    wrote: 'escrito {path}',
    removed: 'eliminado {path}',
    restart: 'Abre un chat nuevo (o reinicia el agente) para que cargue la skill.',
    agent_invalid: 'Agente desconocido "{value}". Usa --agent claude, cursor, codex o all.',
    unexpected_argument: 'Argumento inesperado "{value}". Usa: pipe-migrate install-skill [--agent claude|cursor|codex|all] [--force] [--json]',
    home_missing: 'La variable HOME no está definida, así que no se encuentran las carpetas de skills de los agentes. Define HOME y vuelve a ejecutar.',
    source_missing:
      'Faltan los archivos de la skill en este paquete de pipe-migrate ({path}). Reinstala pipe-migrate (npm ci en el clon, o el paquete otra vez).',
  },
});
