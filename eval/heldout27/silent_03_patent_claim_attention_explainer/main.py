import os

import numpy as np
import mindspore as ms

import config
from explain import encode, top_token
from model import AttentionPoolClassifier

MODE = ms.PYNATIVE_MODE if os.environ.get("RUN_MODE") == "pynative" else ms.GRAPH_MODE

CLAIMS = [
    "a method of coating the lithium anode of the battery cell",
    "a receiver comprising the antenna wherein the wireless signal",
    "the battery cell wherein the anode comprising lithium",
]


def main():
    ms.set_context(mode=MODE)
    ms.set_seed(config.SEED)
    np.random.seed(config.SEED)
    net = AttentionPoolClassifier()
    # stand-in for trained scoring: technical nouns attract attention
    table = net.embed.embedding_table.asnumpy()
    table[:, 0] = [0, 0, 0, 0, 3, 3, 4, 4, 3, 3, 2, 3, 2, 0, 0, 0]
    net.embed.embedding_table.set_data(ms.Tensor(table))
    w = np.zeros((1, config.DIM), np.float32)
    w[0, 0] = 1.0
    net.score.weight.set_data(ms.Tensor(w))
    net.set_train(False)
    for claim in CLAIMS:
        ids = encode(claim)
        pred = int(net(ms.Tensor(ids)).argmax(axis=1).asnumpy()[0])
        token, weight = top_token(ids, net.last_attention.asnumpy())
        print(f"{config.CLASSES[pred]:<18} key term: {token} ({weight})")


if __name__ == "__main__":
    main()
