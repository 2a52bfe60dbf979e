"""Motor insurance claims: multi-label red flags (staged accident, inflated repair, phantom passenger)."""

SEED = 12
FLAGS = ["staged_accident", "inflated_repair", "phantom_passenger"]
NUMERIC = ["claim_amount", "days_to_report", "policy_age_days", "prior_claims", "repair_quote"]
BATCH = 8
EPOCHS = 1
LR = 2e-3
