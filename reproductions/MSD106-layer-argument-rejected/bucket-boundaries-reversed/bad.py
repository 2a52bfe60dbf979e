"""Length buckets are cut at percentiles of the text lengths, reversed to put the longest bucket
first, then shifted by one. `bucket_batch_by_length` needs strictly increasing boundaries; the
line to change is the reversal, not the list comprehension that shifts the cuts."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)


def bucket_boundaries(lengths, percentiles):
    cuts = np.percentile(lengths, percentiles)[::-1]  # expect: MSD106
    return [int(c) + 1 for c in cuts]


def texts(n, seed):
    rng = np.random.RandomState(seed)
    for length in rng.randint(3, 30, n):
        yield (np.arange(length, dtype=np.int32),)


if __name__ == "__main__":
    lengths = [len(t[0]) for t in texts(40, 0)]
    boundaries = bucket_boundaries(lengths, [25, 50, 75])
    data = ds.GeneratorDataset(list(texts(40, 0)), column_names=["ids"], shuffle=False)
    data = data.bucket_batch_by_length(["ids"], boundaries, [4] * (len(boundaries) + 1))
    print(data.get_dataset_size())
