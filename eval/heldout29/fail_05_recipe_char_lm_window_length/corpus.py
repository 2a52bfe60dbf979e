RECIPES = (
    "preheat the oven to 180 degrees. whisk the eggs with the sugar until pale. "
    "fold in the flour and a pinch of salt. pour into a lined tin and bake for 25 minutes. "
    "melt the butter in a pan, add the onions and cook until soft. stir in the rice and stock. "
    "simmer gently for 18 minutes, then season with pepper and grated cheese. "
    "slice the potatoes thinly, layer them with cream and garlic, and bake until golden. "
)
