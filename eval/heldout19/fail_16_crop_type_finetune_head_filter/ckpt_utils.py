import mindspore as ms


def load_backbone(net, path, head_prefix):
    params = ms.load_checkpoint(path)
    backbone_params = {k: v for k, v in params.items() if not k.startswith(head_prefix)}
    not_loaded, _ = ms.load_param_into_net(net, backbone_params)
    return not_loaded
