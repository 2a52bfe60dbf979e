import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import mindspore as ms
from mindspore import Tensor

from model import HeadlineSummarizer
from tokenizer import WordTokenizer

ARTICLES = [
    "the city council approved a new budget for public parks on monday",
    "heavy rain caused flooding across the northern valley overnight",
    "the museum opens a new exhibition on ancient maps next week",
]


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    tok = WordTokenizer(ARTICLES)
    model = HeadlineSummarizer(tok.vocab_size, tok.bos_id)
    model.set_train(False)
    src = Tensor(tok.encode_batch(ARTICLES, max_len=12))
    generated = model(src).asnumpy()
    for article, ids in zip(ARTICLES, generated):
        print(article[:30], "->", tok.decode(ids.tolist()))


if __name__ == "__main__":
    main()
