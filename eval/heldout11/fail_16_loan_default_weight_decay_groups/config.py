NUMERIC_COLS = ["income", "loan_amount", "term_months", "credit_score", "debt_ratio"]
CATEGORICAL = {"purpose": 6, "home_ownership": 4}
EMB_DIM = 4
HIDDEN = [32, 16]
WEIGHT_DECAY = 1e-2
LR = 1e-3
BATCH_SIZE = 32
EPOCHS = 2
