import os

import mindspore as ms

import config as cfg


def save_source_model(net):
    ms.save_checkpoint(net, cfg.CKPT_PATH)


def load_backbone(net, path):
    params = ms.load_checkpoint(path)
    backbone = {k: v for k, v in params.items() if not k.startswith(cfg.HEAD_PREFIX)}
    not_loaded, _ = ms.load_param_into_net(net, backbone)
    return not_loaded


def cleanup():
    if os.path.exists(cfg.CKPT_PATH):
        os.remove(cfg.CKPT_PATH)
