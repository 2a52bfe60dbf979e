EVENT_TYPES = ["earthquake", "quarry_blast", "noise", "teleseism", "icequake"]
# this month's catalogue from the alpine network has no icequake picks yet
CATALOGUE_MIX = [0.45, 0.25, 0.2, 0.1, 0.0]
NUM_TRACES = 160
TRACE_LEN = 200
COMPONENTS = 3
BATCH_SIZE = 16
EPOCHS = 2
LR = 1e-3
SEED = 4
