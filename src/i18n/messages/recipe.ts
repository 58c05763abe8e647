import { defineMessages } from '../index.js';

/** Problems with the shape of a recipe document. */
export const recipeMessages = defineMessages({
  en: {
    connection_file: '{origin} is a Workato connection file, not a recipe. Send the recipe .json (the file that ends in .recipe.json) instead.',
    no_code: '{origin} has no recipe in it: a Workato recipe has a "code" field with its trigger. Export the recipe from Workato (or fetch it with --recipe-id) and try again.',
    bad_code: 'The "code" field of {origin} is not valid JSON ({detail}). Export the recipe again from Workato.',
    not_object: '{origin} does not hold a JSON object. A Workato recipe is a JSON object with a "code" field.',
    recipe_list: '{origin} is a list of recipes, not one recipe. Use --list to see recipes and --recipe-id <id> to fetch one.',
    bad_trigger: 'The trigger of {origin} is not a valid Workato step ({detail}). Export the recipe again from Workato.',
    too_many_steps: '{origin} has more than {max} steps. Workato itself allows at most {max} steps in a recipe, and pipe-migrate translates up to that size. Split the recipe into smaller recipes (recipe functions) and translate each.',
    too_deep: '{origin} nests blocks (if, loops, error handlers) more than {max} levels deep, more than pipe-migrate translates. Move the inner blocks into a recipe function and translate each recipe.',
  },
  pt: {
    connection_file: '{origin} é um arquivo de conexão do Workato, não uma receita. Envie o .json da receita (o arquivo que termina em .recipe.json).',
    no_code: '{origin} não contém uma receita: uma receita do Workato tem um campo "code" com o gatilho. Exporte a receita do Workato (ou busque-a com --recipe-id) e tente de novo.',
    bad_code: 'O campo "code" de {origin} não é um JSON válido ({detail}). Exporte a receita novamente do Workato.',
    not_object: '{origin} não contém um objeto JSON. Uma receita do Workato é um objeto JSON com o campo "code".',
    recipe_list: '{origin} é uma lista de receitas, não uma receita. Use --list para ver as receitas e --recipe-id <id> para buscar uma.',
    bad_trigger: 'O gatilho de {origin} não é um passo válido do Workato ({detail}). Exporte a receita novamente do Workato.',
    too_many_steps: '{origin} tem mais de {max} passos. O próprio Workato permite no máximo {max} passos por receita, e o pipe-migrate traduz até esse tamanho. Divida a receita em receitas menores (funções de receita) e traduza cada uma.',
    too_deep: '{origin} aninha blocos (if, loops, tratamento de erros) em mais de {max} níveis, mais do que o pipe-migrate traduz. Mova os blocos internos para uma função de receita e traduza cada receita.',
  },
  es: {
    connection_file: '{origin} es un archivo de conexión de Workato, no una receta. Envía el .json de la receta (el archivo que termina en .recipe.json).',
    no_code: '{origin} no contiene una receta: una receta de Workato tiene un campo "code" con su disparador. Exporta la receta desde Workato (u obténla con --recipe-id) e inténtalo de nuevo.',
    bad_code: 'El campo "code" de {origin} no es JSON válido ({detail}). Exporta la receta de nuevo desde Workato.',
    not_object: '{origin} no contiene un objeto JSON. Una receta de Workato es un objeto JSON con un campo "code".',
    recipe_list: '{origin} es una lista de recetas, no una receta. Usa --list para ver las recetas y --recipe-id <id> para obtener una.',
    bad_trigger: 'El disparador de {origin} no es un paso válido de Workato ({detail}). Exporta la receta de nuevo desde Workato.',
    too_many_steps: '{origin} tiene más de {max} pasos. El propio Workato permite como máximo {max} pasos por receta, y pipe-migrate traduce hasta ese tamaño. Divide la receta en recetas más pequeñas (funciones de receta) y traduce cada una.',
    too_deep: '{origin} anida bloques (if, bucles, manejo de errores) en más de {max} niveles, más de lo que pipe-migrate traduce. Mueve los bloques internos a una función de receta y traduce cada receta.',
  },
});
