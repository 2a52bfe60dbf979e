SEED = 14
N_MESSAGES = 300
MAX_TOKENS = 16
SPAM_RATE = 0.3
BLOCK_BOOST = 8.0
THRESHOLD = 0.5
REPORT_ROUNDS = [["crypto", "giveaway"], ["parcel", "customs"], ["verify", "suspended"]]
