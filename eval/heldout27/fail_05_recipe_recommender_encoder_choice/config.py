"""Next-recipe recommendation from a user's recently cooked recipes."""

SEED = 10
N_RECIPES = 120
HISTORY = 10
EMBED = 32
ENCODER = "transformer"  # ROOT
BATCH = 8
STEPS = 2
LR = 1e-3
