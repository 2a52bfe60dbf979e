import numpy as np
import mindspore as ms
from mindspore import nn

from model import LossNet, QueryClassifier
from queries import CATEGORIES, synthetic_queries
from tokenizer import WordTokenizer

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(4)

MAX_LEN = 8
BATCH = 16


def main():
    texts, labels = synthetic_queries(128)
    tok = WordTokenizer(texts, MAX_LEN)
    ids, lengths = tok.encode_batch(texts)
    labels = np.asarray(labels, np.int32)
    net = QueryClassifier(len(tok), len(CATEGORIES))
    opt = nn.Adam(net.trainable_params(), learning_rate=3e-3)
    step = nn.TrainOneStepCell(LossNet(net), opt)
    step.set_train()
    for epoch in range(3):
        losses = []
        for i in range(0, len(texts), BATCH):
            sl = slice(i, i + BATCH)
            losses.append(step(ms.Tensor(ids[sl]), ms.Tensor(lengths[sl]), ms.Tensor(labels[sl])).asnumpy())
        print(f"epoch {epoch} loss {np.mean(losses):.4f}")
    net.set_train(False)
    q_ids, q_len = tok.encode_batch(["usb c charger for laptop", "wool jacket slim fit"])
    pred = net(ms.Tensor(q_ids), ms.Tensor(q_len)).argmax(-1).asnumpy()
    print("predicted:", [CATEGORIES[p] for p in pred])


if __name__ == "__main__":
    main()
