SEED = 21
NUM_STAYS = 160
NUM_HOURS = 12
VITALS = ("heart_rate", "sbp", "dbp", "resp_rate", "spo2", "temp")

HEAD_SIZES = {
    "mortality": 2,
    "length_of_stay": 4,
}
PRIMARY_TASK = "los"  # ROOT

HIDDEN = 48
BATCH_SIZE = 32
EPOCHS = 1
LEARNING_RATE = 1e-3
