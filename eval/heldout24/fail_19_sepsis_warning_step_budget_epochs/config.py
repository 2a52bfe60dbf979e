SEED = 29
N_STAYS = 300
VITALS = ["heart_rate", "resp_rate", "temp", "sbp", "spo2", "lactate"]
HOURS = 8
STEP_BUDGET = 50
BATCH_SIZE = 32
LR = 1e-3
