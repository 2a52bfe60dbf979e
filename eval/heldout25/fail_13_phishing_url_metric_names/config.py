SEED = 66
N_URLS = 400
FEATURES = ["length", "n_dots", "n_hyphens", "has_ip", "has_at", "https", "subdomain_depth", "entropy",
            "suspicious_tld", "path_tokens"]
METRICS = ("accuracy", "f1")  # ROOT
BATCH_SIZE = 32
EPOCHS = 3
LR = 3e-3
