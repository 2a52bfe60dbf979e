import mindspore as ms
from mindspore import nn, Tensor

import config as cfg
from features import synth_mfcc_clips, cmvn, batches
from model import KeywordNet

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(cfg.SEED)


def main():
    feats, labels = synth_mfcc_clips(cfg.NUM_CLIPS, cfg.N_MFCC, cfg.N_FRAMES, cfg.NUM_KEYWORDS, cfg.SEED)
    feats = cmvn(feats)
    net = KeywordNet(cfg)
    loss_fn = nn.CrossEntropyLoss()
    opt = nn.Adam(net.trainable_params(), learning_rate=cfg.LR)
    train_step = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
    train_step.set_train()
    for epoch in range(cfg.EPOCHS):
        for step, (x, y) in enumerate(batches(feats, labels, cfg.BATCH_SIZE)):
            loss = train_step(Tensor(x), Tensor(y))
            if step % 2 == 0:
                print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")


if __name__ == "__main__":
    main()
