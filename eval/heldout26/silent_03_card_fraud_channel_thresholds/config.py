SEED = 97
FEATURES = 10
CHANNELS = ["card_present", "online", "atm"]
DEFAULT_THRESHOLD = 0.5
# the risk team re-calibrates the online threshold every night from chargeback feedback
TARGET_ALERT_RATE = 0.25
