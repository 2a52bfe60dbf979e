FEATURES = ["tenure_months", "monthly_charge", "support_calls", "data_gb", "contract_months", "late_payments"]
NUM_CUSTOMERS = 120
HIDDEN = 16
BATCH_SIZE = 20
EPOCHS = 2
LR = 1e-2
METRICS = ["accuracy"]  # ROOT
SEED = 47
