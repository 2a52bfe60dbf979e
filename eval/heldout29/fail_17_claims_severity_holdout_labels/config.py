"""Motor-insurance claim severity triage (minor / moderate / total loss) from first-notice data."""

SEVERITY = ["minor", "moderate", "total_loss"]
FEATURES = ["vehicle_age", "speed_kmh", "airbag_deployed", "towed", "injuries", "repair_quote_k"]

N_TRAIN = 36
N_HOLDOUT = 12
BATCH_SIZE = 12
EPOCHS = 2
LR = 0.01
SEED = 29
