SEED = 17
INGREDIENTS = ["flour", "sugar", "butter", "eggs", "milk", "oil", "rice", "chicken"]
HIDDEN_SIZES = [32, 16]
NUM_RECIPES = 64
BATCH_SIZE = 16
EPOCHS = 2
LR = 1e-2
