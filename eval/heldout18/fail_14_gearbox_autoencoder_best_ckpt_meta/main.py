import os

import mindspore as ms
import numpy as np
from mindspore import nn, Tensor

import config
from signals import batches, healthy_windows
from trainer import ReconstructionLoss, evaluate, make_autoencoder

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(config.SEED)
rng = np.random.default_rng(config.SEED)
train_x, val_x = healthy_windows(rng, config.N_TRAIN), healthy_windows(rng, config.N_VAL)

net = make_autoencoder(config.WINDOW, config.LATENT)
loss_net = ReconstructionLoss(net)
train_net = nn.TrainOneStepCell(loss_net, nn.Adam(net.trainable_params(), learning_rate=config.LR))

best = float("inf")
try:
    for epoch in range(config.EPOCHS):
        train_net.set_train()
        for b in batches(train_x, config.BATCH_SIZE):
            train_net(Tensor(b))
        loss_net.set_train(False)
        val_loss = evaluate(loss_net, val_x, config.BATCH_SIZE)
        print(f"epoch {epoch}: val reconstruction {val_loss:.4f}")
        if val_loss < best:
            best = val_loss
            ms.save_checkpoint(net, config.BEST_CKPT, append_dict={"epoch": epoch, "val_loss": val_loss})
    meta = ms.load_checkpoint(config.BEST_CKPT)
    print("best epoch:", int(meta["epoch"].asnumpy()), "val:", float(meta["val_loss"].asnumpy()))
finally:
    if os.path.exists(config.BEST_CKPT):
        os.remove(config.BEST_CKPT)
