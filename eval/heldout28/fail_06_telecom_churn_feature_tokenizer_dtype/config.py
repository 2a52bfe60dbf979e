"""FT-Transformer style churn model on numeric subscriber features."""

NUMERIC = ["tenure_months", "monthly_charge", "data_gb", "support_calls", "dropped_calls", "contract_left"]
D_TOKEN = 16
N_HEADS = 2

N_CUSTOMERS = 48
BATCH_SIZE = 16
EPOCHS = 1
LR = 1e-3
SEED = 2024
