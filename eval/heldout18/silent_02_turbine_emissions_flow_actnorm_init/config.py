import os

SEED = 89
RUN_MODE = os.environ.get("RUN_MODE", "graph")
SENSORS = ["ambient_temp", "ambient_pressure", "humidity", "air_filter_dp", "exhaust_pressure", "turbine_inlet_temp"]
N_TRAIN = 256
N_TEST = 64
BATCH_SIZE = 64
N_COUPLINGS = 2
HIDDEN = 32
LR = 1e-3
STEPS = 4
