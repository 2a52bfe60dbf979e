"""Loan-application triage: a risk model plus an expected-cost decision layer."""

FEATURES = ["income_k", "debt_to_income", "credit_history_yrs", "missed_payments", "loan_amount_k"]
OUTCOMES = ["repays", "defaults"]
ACTIONS = ["approve", "manual_review", "decline"]

N_TRAIN = 48
N_QUEUE = 30
BATCH_SIZE = 16
EPOCHS = 15
LR = 2e-2
SEED = 52
