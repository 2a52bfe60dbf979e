import numpy as np
import mindspore.dataset as ds

import config as cfg
from corpus import QUESTIONS


def question_source():
    for text, intent in QUESTIONS:
        yield np.array(text), np.int32(cfg.INTENTS.index(intent))


def faq_dataset(tokenizer):
    data = ds.GeneratorDataset(question_source, ["question", "intent"], shuffle=False)
    data = data.map(operations=tokenizer.encode, input_columns="question")
    return data.batch(cfg.BATCH_SIZE)
