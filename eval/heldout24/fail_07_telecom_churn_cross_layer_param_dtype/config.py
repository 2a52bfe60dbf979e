import mindspore as ms

SEED = 2024
N_CUSTOMERS = 480
NUMERIC = ["tenure", "monthly_charges", "support_calls", "data_gb", "dropped_calls"]
PLANS = ["prepaid", "basic", "family", "unlimited"]

N_CROSS = 2
DEEP_UNITS = (32, 16)
PARAM_DTYPE = ms.float16  # ROOT
BATCH_SIZE = 32
EPOCHS = 3
LR = 3e-3
