import config


def bucket_batch_sizes(boundaries, tokens_per_batch):
    """Batch size per bucket so that every batch holds roughly the same number of frames."""
    return [max(1, tokens_per_batch // upper) for upper in boundaries]  # ROOT


def bucketed(dataset):
    sizes = bucket_batch_sizes(config.BUCKET_BOUNDARIES, config.TOKENS_PER_BATCH)
    return dataset.bucket_batch_by_length(
        ["mfcc"], config.BUCKET_BOUNDARIES, sizes,
        pad_info={"mfcc": ([None, config.N_MFCC], 0.0)}, drop_remainder=False)
