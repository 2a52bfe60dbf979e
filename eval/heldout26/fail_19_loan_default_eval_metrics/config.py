SEED = 73
FEATURES = ["income", "debt_to_income", "credit_lines", "delinquencies", "utilization", "loan_amount", "term"]
HIDDEN = 32
BATCH = 16
EPOCHS = 1
LR = 1e-3
METRICS = ("accuracy", "f1_score")  # ROOT
