import mindspore.dataset as ds

import config


def photo_branch(photos, log_prices):
    return ds.NumpySlicesDataset({"photo": photos, "log_price": log_prices}, shuffle=False)


def text_branch(tokens, log_prices):
    return ds.NumpySlicesDataset({"tokens": tokens, "log_price": log_prices}, shuffle=False)  # ROOT


def paired_dataset(photos, tokens, log_prices):
    both = ds.zip((photo_branch(photos, log_prices), text_branch(tokens, log_prices)))
    both = both.project(["photo", "tokens", "log_price"])
    return both.shuffle(64).batch(config.BATCH_SIZE)
