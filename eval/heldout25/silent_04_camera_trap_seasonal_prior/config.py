SEED = 29
SPECIES = ["red_deer", "wild_boar", "fox", "badger", "hare"]
FEATURE_DIM = 12
TRAIN_PER_SPECIES = 60
MONTH_IMAGES = 150
# relative abundance of each species at the trap site, by month
SEASONAL_ABUNDANCE = {
    "january": [0.40, 0.30, 0.15, 0.05, 0.10],
    "may": [0.15, 0.15, 0.20, 0.30, 0.20],
    "october": [0.20, 0.45, 0.15, 0.10, 0.10],
}
BATCH_SIZE = 30
EPOCHS = 3
LR = 3e-3
