import os

import numpy as np
import mindspore as ms
import mindspore.nn as nn

import config
from model import Encoder, MoCoLoss
from photos import product_batch, two_views


def momentum_update(key_enc, query_enc, m):
    for pk, pq in zip(key_enc.get_parameters(), query_enc.get_parameters()):
        pk.set_data(m * pk + (1 - m) * pq)


def main():
    mode = ms.PYNATIVE_MODE if os.environ.get("RUN_MODE") == "pynative" else ms.GRAPH_MODE
    ms.set_context(mode=mode)
    ms.set_seed(config.SEED)
    rng = np.random.default_rng(config.SEED)
    query_enc, key_enc = Encoder(config.EMBED_DIM), Encoder(config.EMBED_DIM)
    for pk, pq in zip(key_enc.get_parameters(), query_enc.get_parameters()):
        pk.set_data(pq.copy())
    loss_net = MoCoLoss(query_enc, config.TEMPERATURE)
    # warm start: one queue entry of random unit keys, as in the MoCo reference code
    init = rng.normal(size=(config.BATCH_SIZE, config.EMBED_DIM)).astype(np.float32)
    loss_net.queue.append(ms.Tensor(init / np.linalg.norm(init, axis=1, keepdims=True)))
    step = nn.TrainOneStepCell(loss_net, nn.SGD(query_enc.trainable_params(), learning_rate=config.LR,
                                                momentum=0.9))
    step.set_train()
    for it in range(config.STEPS):
        view_q, view_k = two_views(product_batch(rng), rng)
        keys = key_enc(ms.Tensor(view_k))
        loss = step(ms.Tensor(view_q), keys)
        momentum_update(key_enc, query_enc, config.MOMENTUM)
        loss_net.queue.append(keys)
        if len(loss_net.queue) > config.QUEUE_SIZE:
            loss_net.queue.pop(0)
        print(f"step {it}: loss {float(loss):.4f}  queued negatives {sum(k.shape[0] for k in loss_net.queue)}")


if __name__ == "__main__":
    main()
