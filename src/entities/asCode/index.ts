// "As code": a resource as the vendor's Terraform provider's block and as the curl command that creates it again.
export { AsCodeCard } from './AsCodeCard';
export { hclLabel, hclString } from './hcl';
export { GIVEN_KEYS, keyCreateRequest, pipeCreateRequest, serviceCreateRequest } from './recreate';
export { keyTerraform, pipeTerraform, serviceTerraform, type TerraformCode } from './terraform';
