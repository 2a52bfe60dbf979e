import mindspore as ms

HEAD_PREFIX = "classifier."  # ROOT


def load_backbone_weights(net, ckpt_path):
    params = ms.load_checkpoint(ckpt_path)
    backbone_only = {name: p for name, p in params.items() if not name.startswith(HEAD_PREFIX)}
    not_loaded, _ = ms.load_param_into_net(net, backbone_only)
    return not_loaded
