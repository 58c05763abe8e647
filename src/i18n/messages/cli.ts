import { defineMessages } from '../index.js';

export const cliMessages = defineMessages({
  en: {
    usage_title: 'pipe-migrate {version}: migrate Workato recipes to Pipefy Integrations, set up a custom email sender.',
    usage_body: `Usage:
  pipe-migrate                               interactive wizard (needs a terminal)
  pipe-migrate --recipe <file.json|file.zip> translate a recipe file into output/<recipe_id>/
  pipe-migrate --recipe-id <id>              fetch a recipe from the Workato API and translate it
  pipe-migrate --list                        list the recipes of your Workato workspace
  pipe-migrate smtp [options]                create a custom email sender (SMTP) in Pipefy
  pipe-migrate doctor                        check Node, the tool, the engine, .env and the diagram renderer
  pipe-migrate install-skill [--agent a]     install the agent skill (claude, cursor, codex or all)
  pipe-migrate code list|show|apply|check <folder>  the code steps left to rewrite in JavaScript, and their check
  pipe-migrate verify <recipe> [--flow f.json] check that the flow does what the recipe does (exit 0 equivalent, 3 different, 4 not proven)

Translation options:
  --recipe-name <name>        in a .zip, the recipe to translate (name or file name)
  --all                       a whole workspace: the Workato API (package export), or every
                              recipe of --recipe <.zip or folder>; writes output/workspace/ with
                              REPORT.md, report.html, report.json and flows.zip
  --folder-id <n>             with --all from the API: only this Workato folder or project
  --out <dir>                 base output folder (default ./output)
  --connection <text>         connection hints, e.g. "Connection: abc123" or "Connection Slack: xyz789" (repeatable)
  --schema-version <n>        flow schemaVersion (default 20)
  --piece-version <name=x.y.z> override a piece version (repeatable)
  --no-png                    do not render recipe_diagram.png

SMTP options:
  --sender-name <name>  the sender's display name
  --email <address>     the sender's email address
  --host <host>         the SMTP server
  --port <1-65535>      the SMTP port
  --organization-id <id|url>  the Pipefy organization (its id or its URL)
  --ip-relay            send through IP relay (no credentials)
  --username <user>     SMTP user (when IP relay is off)
  --password-stdin      read the SMTP password from standard input (never from an argument)

Skill options:
  --agent <name>        claude, cursor, codex or all (default all)
  --force               replace a skill copy you changed

General:
  --lang pt|en|es       language of messages and files (default: from the locale)
  --json                one JSON object on stdout, for scripts and agents
  --version             print the version
  --help                this help`,
    no_tty: 'No interactive terminal here. Use the non-interactive options, for example:\n  pipe-migrate --recipe my_recipe.json\n  pipe-migrate --list\nRun "pipe-migrate --help" for all options.',
    missing_value: 'The option {option} needs a value. Run "pipe-migrate --help" for the options.',
    unknown_option: 'Unknown option {option}. Run "pipe-migrate --help" for the options.',
    unexpected_argument: 'Unexpected argument "{value}". To translate a file use --recipe <file>. Run "pipe-migrate --help".',
    unexpected_argument_of: 'Unexpected argument "{value}": {mode} takes no arguments. Run "pipe-migrate --help" for the options.',
    unknown_option_near: 'Unknown option {option}. Did you mean {suggestion}? Run "pipe-migrate --help" for the options.',
    option_not_here: 'The option {option} does not go with {mode}. Run "pipe-migrate --help" for the options.',
    unknown_command_near: 'Unknown command "{value}". Did you mean "pipe-migrate {suggestion}"? Run "pipe-migrate --help".',
    bad_lang: 'The language "{value}" is not supported: use pt, en or es (pt-BR, es-419, en-US and the like work too).',
    conflicting: 'Use only one of {options}.',
    unexpected_error: 'Something went wrong inside pipe-migrate ({detail}). Nothing was written. Please report it, with the command you ran.',
  },
  pt: {
    usage_title: 'pipe-migrate {version}: migra receitas do Workato para o Pipefy Integrations e configura um remetente de e-mail personalizado.',
    usage_body: `Uso:
  pipe-migrate                               assistente interativo (precisa de um terminal)
  pipe-migrate --recipe <arquivo.json|.zip>  traduz um arquivo de receita para output/<recipe_id>/
  pipe-migrate --recipe-id <id>              busca uma receita na API do Workato e a traduz
  pipe-migrate --list                        lista as receitas do seu workspace Workato
  pipe-migrate smtp [opções]                 cria um remetente de e-mail personalizado (SMTP) no Pipefy
  pipe-migrate doctor                        verifica Node, a ferramenta, o motor, o .env e o gerador de diagrama
  pipe-migrate install-skill [--agent a]     instala a skill do agente (claude, cursor, codex ou all)
  pipe-migrate code list|show|apply|check <pasta>  os passos de código a reescrever em JavaScript, e a conferência
  pipe-migrate verify <receita> [--flow f.json] confere se o fluxo faz o que a receita faz (saída 0 equivalente, 3 diferente, 4 não comprovado)

Opções de tradução:
  --recipe-name <nome>        num .zip, a receita a traduzir (nome ou nome do arquivo)
  --all                       um workspace inteiro: a API do Workato (exportação de pacote), ou
                              todas as receitas de --recipe <.zip ou pasta>; grava output/workspace/
                              com REPORT.md, report.html, report.json e flows.zip
  --folder-id <n>             com --all pela API: só esta pasta ou projeto do Workato
  --out <pasta>               pasta base de saída (padrão ./output)
  --connection <texto>        dicas de conexão, ex. "Conexão: abc123" ou "Connection Slack: xyz789" (repetível)
  --schema-version <n>        schemaVersion do fluxo (padrão 20)
  --piece-version <nome=x.y.z> substitui a versão de uma piece (repetível)
  --no-png                    não gera o recipe_diagram.png

Opções de SMTP:
  --sender-name <nome>  o nome de exibição do remetente
  --email <endereço>    o endereço de e-mail do remetente
  --host <host>         o servidor SMTP
  --port <1-65535>      a porta SMTP
  --organization-id <id|url>  a organização do Pipefy (o id ou a URL)
  --ip-relay            envia por IP relay (sem credenciais)
  --username <usuário>  usuário SMTP (quando o IP relay está desligado)
  --password-stdin      lê a senha SMTP da entrada padrão (nunca de um argumento)

Opções da skill:
  --agent <nome>        claude, cursor, codex ou all (padrão all)
  --force               substitui uma cópia da skill que você alterou

Geral:
  --lang pt|en|es       idioma das mensagens e arquivos (padrão: o do sistema)
  --json                um objeto JSON na saída, para scripts e agentes
  --version             mostra a versão
  --help                esta ajuda`,
    no_tty: 'Não há terminal interativo aqui. Use as opções não interativas, por exemplo:\n  pipe-migrate --recipe minha_receita.json\n  pipe-migrate --list\nRode "pipe-migrate --help" para ver todas as opções.',
    missing_value: 'A opção {option} precisa de um valor. Rode "pipe-migrate --help" para ver as opções.',
    unknown_option: 'Opção desconhecida {option}. Rode "pipe-migrate --help" para ver as opções.',
    unexpected_argument: 'Argumento inesperado "{value}". Para traduzir um arquivo use --recipe <arquivo>. Rode "pipe-migrate --help".',
    unexpected_argument_of: 'Argumento inesperado "{value}": {mode} não recebe argumentos. Rode "pipe-migrate --help" para ver as opções.',
    unknown_option_near: 'Opção desconhecida {option}. Você quis dizer {suggestion}? Rode "pipe-migrate --help" para ver as opções.',
    option_not_here: 'A opção {option} não se usa com {mode}. Rode "pipe-migrate --help" para ver as opções.',
    unknown_command_near: 'Comando desconhecido "{value}". Você quis dizer "pipe-migrate {suggestion}"? Rode "pipe-migrate --help".',
    bad_lang: 'O idioma "{value}" não é suportado: use pt, en ou es (pt-BR, es-419, en-US e similares também servem).',
    conflicting: 'Use apenas uma destas opções: {options}.',
    unexpected_error: 'Algo deu errado dentro do pipe-migrate ({detail}). Nada foi gravado. Por favor, relate o problema com o comando que você rodou.',
  },
  es: {
    usage_title: 'pipe-migrate {version}: migra recetas de Workato a Pipefy Integrations y configura un remitente de correo personalizado.',
    usage_body: `Uso:
  pipe-migrate                               asistente interactivo (necesita una terminal)
  pipe-migrate --recipe <archivo.json|.zip>  traduce un archivo de receta a output/<recipe_id>/
  pipe-migrate --recipe-id <id>              obtiene una receta de la API de Workato y la traduce
  pipe-migrate --list                        lista las recetas de tu espacio de Workato
  pipe-migrate smtp [opciones]               crea un remitente de correo personalizado (SMTP) en Pipefy
  pipe-migrate doctor                        revisa Node, la herramienta, el motor, el .env y el generador de diagramas
  pipe-migrate install-skill [--agent a]     instala la skill del agente (claude, cursor, codex o all)
  pipe-migrate code list|show|apply|check <carpeta>  los pasos de código por reescribir en JavaScript, y su comprobación
  pipe-migrate verify <receta> [--flow f.json] comprueba que el flujo hace lo que hace la receta (salida 0 equivalente, 3 diferente, 4 no comprobado)

Opciones de traducción:
  --recipe-name <nombre>      en un .zip, la receta a traducir (nombre o nombre de archivo)
  --all                       un workspace entero: la API de Workato (exportación de paquete), o
                              todas las recetas de --recipe <.zip o carpeta>; escribe output/workspace/
                              con REPORT.md, report.html, report.json y flows.zip
  --folder-id <n>             con --all desde la API: solo esta carpeta o proyecto de Workato
  --out <carpeta>             carpeta base de salida (por defecto ./output)
  --connection <texto>        pistas de conexión, p. ej. "Conexión: abc123" o "Connection Slack: xyz789" (repetible)
  --schema-version <n>        schemaVersion del flujo (por defecto 20)
  --piece-version <nombre=x.y.z> reemplaza la versión de una piece (repetible)
  --no-png                    no genera recipe_diagram.png

Opciones de SMTP:
  --sender-name <nombre>  el nombre visible del remitente
  --email <dirección>   la dirección de correo del remitente
  --host <host>         el servidor SMTP
  --port <1-65535>      el puerto SMTP
  --organization-id <id|url>  la organización de Pipefy (su id o su URL)
  --ip-relay            envía por IP relay (sin credenciales)
  --username <usuario>  usuario SMTP (cuando el IP relay está apagado)
  --password-stdin      lee la contraseña SMTP de la entrada estándar (nunca de un argumento)

Opciones de la skill:
  --agent <nombre>      claude, cursor, codex o all (por defecto all)
  --force               reemplaza una copia de la skill que modificaste

General:
  --lang pt|en|es       idioma de los mensajes y archivos (por defecto: el del sistema)
  --json                un objeto JSON en la salida, para scripts y agentes
  --version             muestra la versión
  --help                esta ayuda`,
    no_tty: 'No hay una terminal interactiva aquí. Usa las opciones no interactivas, por ejemplo:\n  pipe-migrate --recipe mi_receta.json\n  pipe-migrate --list\nEjecuta "pipe-migrate --help" para ver todas las opciones.',
    missing_value: 'La opción {option} necesita un valor. Ejecuta "pipe-migrate --help" para ver las opciones.',
    unknown_option: 'Opción desconocida {option}. Ejecuta "pipe-migrate --help" para ver las opciones.',
    unexpected_argument: 'Argumento inesperado "{value}". Para traducir un archivo usa --recipe <archivo>. Ejecuta "pipe-migrate --help".',
    unexpected_argument_of: 'Argumento inesperado "{value}": {mode} no recibe argumentos. Ejecuta "pipe-migrate --help" para ver las opciones.',
    unknown_option_near: 'Opción desconocida {option}. ¿Quisiste decir {suggestion}? Ejecuta "pipe-migrate --help" para ver las opciones.',
    option_not_here: 'La opción {option} no se usa con {mode}. Ejecuta "pipe-migrate --help" para ver las opciones.',
    unknown_command_near: 'Comando desconocido "{value}". ¿Quisiste decir "pipe-migrate {suggestion}"? Ejecuta "pipe-migrate --help".',
    bad_lang: 'El idioma "{value}" no está soportado: usa pt, en o es (pt-BR, es-419, en-US y similares también sirven).',
    conflicting: 'Usa solo una de estas opciones: {options}.',
    unexpected_error: 'Algo salió mal dentro de pipe-migrate ({detail}). No se escribió nada. Por favor, repórtalo con el comando que ejecutaste.',
  },
});
