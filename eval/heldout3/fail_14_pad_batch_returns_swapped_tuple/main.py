import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms

from model import GRUTagger
from utils import pad_batch

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)

SENTENCES = [[5, 8, 2, 9], [4, 3], [7, 7, 1]]


def main():
    ids, lengths = pad_batch(SENTENCES)
    tagger = GRUTagger(vocab=10, emb=6, hidden=8, num_tags=3)
    tagger.set_train(False)
    tags = tagger(ids, lengths).argmax(-1)
    print(tags)


if __name__ == "__main__":
    main()
