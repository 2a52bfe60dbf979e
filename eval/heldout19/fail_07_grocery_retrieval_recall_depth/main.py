import numpy as np
import mindspore as ms

import config
from model import TwoTower
from retrieval import make_retriever


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    model = TwoTower(config.NUM_USERS, config.NUM_ITEMS, config.EMBED_DIM)
    model.set_train(False)
    retrieve = make_retriever(model, config.RECALL_AT)
    users = ms.Tensor(np.arange(0, config.NUM_USERS, 6, dtype=np.int32))
    scores, items = retrieve(users)
    for uid, row, sc in zip(users.asnumpy(), items.asnumpy(), scores.asnumpy()):
        print(f"user {uid}: top items {row[:5].tolist()} best score {sc[0]:.3f}")


if __name__ == "__main__":
    main()
