FIELDS = {"airline": 8, "origin": 20, "destination": 20, "dep_hour": 24, "weekday": 7}
FACTORS = 8
WEIGHT_INIT = "xavier_uniform"
NUM_FLIGHTS = 512
BATCH_SIZE = 64
EPOCHS = 2
LR = 0.01
SEED = 27
