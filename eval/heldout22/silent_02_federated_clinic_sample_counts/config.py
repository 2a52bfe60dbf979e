import os

RUN_MODE = os.environ.get("RUN_MODE", "graph")
SEED = 89
CLINIC_SIZES = {"clinic_a": 32, "clinic_b": 96, "clinic_c": 160}
NUM_FEATURES = 10
HIDDEN = 16
BATCH_SIZE = 16
LOCAL_EPOCHS = 1
ROUNDS = 2
LEARNING_RATE = 0.05
