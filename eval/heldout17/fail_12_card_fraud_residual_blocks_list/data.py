import numpy as np
import mindspore.dataset as ds

COLUMNS = ["amount_log", "hour_sin", "hour_cos", "merchant_risk", "card_age_days",
           "txn_last_24h", "foreign", "chip_used", "distance_home_km", "velocity_score"]


def transactions(n, fraud_rate=0.1, seed=17):
    rng = np.random.default_rng(seed)
    x = rng.normal(0, 1, (n, len(COLUMNS)))
    risk = 1.2 * x[:, 3] + 0.8 * x[:, 8] + 0.9 * x[:, 9] - 0.7 * x[:, 7]
    threshold = np.quantile(risk, 1 - fraud_rate)
    y = (risk > threshold).astype(np.float32).reshape(-1, 1)
    return x.astype(np.float32), y


def transaction_dataset(n, batch_size):
    x, y = transactions(n)
    dataset = ds.NumpySlicesDataset({"features": x, "is_fraud": y}, shuffle=True)
    return dataset.batch(batch_size, drop_remainder=True)
