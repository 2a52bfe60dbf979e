import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import mindspore as ms
from mindspore import nn, Tensor

from data import PAD_ID, make_corpus, pad_batch
from model import TinyLM, LMLoss
from utils import position_ids_from_mask, shift_labels

VOCAB, DIM, MAX_LEN, BATCH = 40, 16, 8, 4


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    net = TinyLM(VOCAB, DIM, MAX_LEN)
    step = nn.TrainOneStepCell(LMLoss(net), nn.AdamWeightDecay(net.trainable_params(), 1e-3))
    corpus = make_corpus(2 * BATCH, VOCAB)
    for i in range(0, len(corpus), BATCH):
        ids, attn = pad_batch(corpus[i:i + BATCH], MAX_LEN)
        pos = position_ids_from_mask(attn)
        labels = shift_labels(ids, PAD_ID)
        weight = (labels != PAD_ID).astype("float32")
        loss = step(Tensor(ids), Tensor(pos), Tensor(labels), Tensor(weight))
        print("batch", i // BATCH, "loss", float(loss.asnumpy()))


if __name__ == "__main__":
    main()
