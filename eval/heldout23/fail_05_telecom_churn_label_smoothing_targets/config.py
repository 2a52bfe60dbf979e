"""Telecom customer churn: tabular MLP with label smoothing."""

COLUMNS = ("tenure_months", "monthly_charges", "total_charges", "support_calls",
           "contract_months", "has_fiber", "paperless_billing", "churned")
NUM_CLASSES = 2
HIDDEN = (32, 16)
SMOOTHING = 0.1
BATCH_SIZE = 16
NUM_CUSTOMERS = 64
LEARNING_RATE = 5e-3
EPOCHS = 1
SEED = 5
