"""A speaker-verification loader zips an audio dataset with a metadata dataset row by row. Both
carry the speaker id as a column named "speaker", and `ds.zip` refuses two columns of one name
when the loop pulls the first row. The line to change is the metadata source's column names
(the second "speaker"), not the loop."""
import numpy as np
import mindspore.dataset as ds


def clips(n):
    rng = np.random.default_rng(0)
    for i in range(n):
        yield rng.normal(size=(160,)).astype(np.float32), np.int32(i % 4)


def paired(n=8):
    audio = ds.GeneratorDataset(lambda: clips(n), column_names=["audio", "speaker"], shuffle=False)
    ages = np.arange(n, dtype=np.int32) + 20
    speakers = np.arange(n, dtype=np.int32) % 4
    meta = ds.NumpySlicesDataset((ages, speakers), column_names=["age", "speaker"], shuffle=False)  # expect: MSD605
    return ds.zip((audio, meta)).batch(4)


if __name__ == "__main__":
    for row in paired().create_dict_iterator(num_epochs=1, output_numpy=True):
        print(sorted(row), row["audio"].shape)
