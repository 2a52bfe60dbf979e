FIELDS = ["tenure", "monthly_fee", "support_calls", "late_payments", "plan_tier", "churned"]
LABEL = "churned"
INPUTS = len(FIELDS)  # expect: MSD401
HIDDEN = (16, 8)
