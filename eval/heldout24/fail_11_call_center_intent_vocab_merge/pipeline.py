import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.text as text
import mindspore.dataset.transforms as transforms

import config


def make_vocab(words):
    return text.Vocab.from_list(words, special_tokens=config.SPECIAL_TOKENS, special_first=True)


def build_dataset(transcripts, labels, vocab):
    dataset = ds.NumpySlicesDataset({"text": transcripts, "label": labels}, shuffle=True)
    pad_id = vocab.tokens_to_ids("<pad>")
    dataset = dataset.map([text.WhitespaceTokenizer(),
                           text.Lookup(vocab, unknown_token="<unk>"),
                           transforms.PadEnd([config.MAX_TOKENS], pad_value=pad_id),
                           transforms.TypeCast(ms.int32)], input_columns="text")
    return dataset.batch(config.BATCH_SIZE, drop_remainder=True)
