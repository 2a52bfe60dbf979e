SEED = 44
FEATURES = 16
SPECIES = ["roe_deer", "wild_boar", "red_fox", "badger", "lynx", "wolf"]
SPRING_SPECIES = (0, 1, 2)              # classes the head has been trained on so far
AUTUMN_ADDITIONS = (4, 5)               # new classes added by the autumn fine-tune
