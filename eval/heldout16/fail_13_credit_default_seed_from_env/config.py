import os

# reproducibility: the sweep launcher exports EXPERIMENT_SEED for each trial
SEED = os.environ.get("EXPERIMENT_SEED", "1234")  # ROOT
NUM_APPLICANTS = 400
FEATURES = ["income", "debt_ratio", "age", "late_payments", "credit_lines", "utilisation"]
HIDDEN = 32
BATCH_SIZE = 32
EPOCHS = 2
LR = 1e-3
