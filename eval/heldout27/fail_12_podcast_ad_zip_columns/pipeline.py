import mindspore.dataset as ds

import config
from sources import audio_source, transcript_source


def build_dataset(seed):
    audio, is_ad = audio_source(seed)
    text = transcript_source(seed, is_ad)
    paired = ds.zip((audio, text))
    return paired.batch(config.BATCH, drop_remainder=True)
