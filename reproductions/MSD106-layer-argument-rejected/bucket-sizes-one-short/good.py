"""Transcripts are batched by length; the config lists one batch size per boundary, but
bucket_batch_by_length needs one more (for the lengths past the last boundary)."""
import numpy as np
import mindspore.dataset as ds

import bucket_config_good as C


def transcripts(n=12):
    rng = np.random.default_rng(0)
    for i in range(n):
        yield (rng.integers(1, 50, 2 + i % 9).astype(np.int32),)


if __name__ == "__main__":
    data = ds.GeneratorDataset(transcripts, column_names=["tokens"], shuffle=False)
    data = data.bucket_batch_by_length(["tokens"], C.BUCKET_BOUNDARIES, C.BUCKET_BATCH_SIZES,
                                       pad_info={"tokens": (None, 0)})
    print(sum(1 for _ in data.create_tuple_iterator(num_epochs=1)))
