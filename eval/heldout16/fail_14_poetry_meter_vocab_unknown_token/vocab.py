import mindspore.dataset.text as text

import config
from corpus import training_words


def build_vocab():
    return text.Vocab.from_list(training_words(), special_tokens=[config.PAD_TOKEN],  # ROOT
                                special_first=True)
