import numpy as np
import mindspore as ms
from mindspore import nn

import config
from data import batches, synthetic_policies
from model import ClaimSeverityNet, SeverityLoss

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(7)


def build_trainer(net):
    loss_net = SeverityLoss(net)
    opt = nn.Adam(net.trainable_params(), learning_rate=config.LR)
    trainer = nn.TrainOneStepCell(net, opt)  # ROOT
    trainer.set_train()
    return loss_net, trainer


def main():
    numeric, cats, target = synthetic_policies(512)
    net = ClaimSeverityNet(config.NUM_NUMERIC, config.CATEGORY_SIZES, config.EMB_DIM, config.HIDDEN)
    loss_net, trainer = build_trainer(net)
    rng = np.random.default_rng(0)
    for epoch in range(config.EPOCHS):
        losses = []
        for num_b, cat_b, y_b in batches(numeric, cats, target, config.BATCH_SIZE, rng):
            loss = trainer(ms.Tensor(num_b), ms.Tensor(cat_b), ms.Tensor(y_b))
            losses.append(float(loss.asnumpy()))
        print(f"epoch {epoch} huber {np.mean(losses):.4f}")
    loss_net.set_train(False)
    print("eval loss:", float(loss_net(ms.Tensor(numeric), ms.Tensor(cats), ms.Tensor(target)).asnumpy()))


if __name__ == "__main__":
    main()
