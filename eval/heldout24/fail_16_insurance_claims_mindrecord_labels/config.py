import os
import tempfile

SEED = 12
N_CLAIMS = 400
FEATURES = ["claim_amount", "policy_age", "prior_claims", "hour_reported", "witnesses", "repair_shop_risk"]
RECORD_FILE = os.path.join(tempfile.gettempdir(), "hx24_claims.mindrecord")
BATCH_SIZE = 32
EPOCHS = 2
LR = 2e-3
