import mindspore.dataset as ds

from clips import CommandClips
from features import is_voiced, log_band_energies


def kws_dataset(batch_size=8):
    data = ds.GeneratorDataset(CommandClips(), column_names=["audio", "label"], shuffle=True)  # ROOT
    data = data.filter(predicate=is_voiced, input_columns=["waveform"])
    data = data.map(operations=log_band_energies, input_columns=["waveform"], output_columns=["bands"])
    return data.batch(batch_size, drop_remainder=True)
