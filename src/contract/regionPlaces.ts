/**
 * The place each cloud region code stands for, as the cloud providers name it publicly (AWS's
 * "US East (N. Virginia)" is shown as "N. Virginia"; Azure's "East US" as "Virginia, East US"),
 * so a region is shown and chosen as "eu-west-1 (Ireland)" rather than a bare code. It covers
 * every region a service can be created in (REGIONS: the contract's and ClickHouse Cloud's own
 * list), and the other public AWS regions too, since a Kinesis stream can live in any of them.
 */
export const REGION_PLACES: Readonly<Record<string, string>> = {
  // AWS
  'af-south-1': 'Cape Town',
  'ap-east-1': 'Hong Kong',
  'ap-northeast-1': 'Tokyo',
  'ap-northeast-2': 'Seoul',
  'ap-northeast-3': 'Osaka',
  'ap-south-1': 'Mumbai',
  'ap-south-2': 'Hyderabad',
  'ap-southeast-1': 'Singapore',
  'ap-southeast-2': 'Sydney',
  'ap-southeast-3': 'Jakarta',
  'ap-southeast-4': 'Melbourne',
  'ca-central-1': 'Canada Central, Montreal',
  'ca-west-1': 'Calgary',
  'eu-central-1': 'Frankfurt',
  'eu-central-2': 'Zurich',
  'eu-north-1': 'Stockholm',
  'eu-south-1': 'Milan',
  'eu-south-2': 'Spain',
  'eu-west-1': 'Ireland',
  'eu-west-2': 'London',
  'eu-west-3': 'Paris',
  'il-central-1': 'Tel Aviv',
  'me-central-1': 'UAE',
  'me-south-1': 'Bahrain',
  'sa-east-1': 'São Paulo',
  'us-east-1': 'N. Virginia',
  'us-east-2': 'Ohio',
  'us-west-1': 'N. California',
  'us-west-2': 'Oregon',
  // GCP
  'asia-northeast1': 'Tokyo',
  'asia-southeast1': 'Singapore',
  'europe-west2': 'London',
  'europe-west4': 'Netherlands',
  'us-central1': 'Iowa',
  'us-east1': 'South Carolina',
  // Azure (its display name after the place, since two regions share Virginia)
  centralus: 'Iowa, Central US',
  eastus: 'Virginia, East US',
  eastus2: 'Virginia, East US 2',
  germanywestcentral: 'Frankfurt, Germany West Central',
  westus3: 'Arizona, West US 3',
};

/** The place a region code stands for, or undefined for a code not in the table. */
export function regionPlace(code: string): string | undefined {
  return Object.hasOwn(REGION_PLACES, code) ? REGION_PLACES[code] : undefined;
}

/** "eu-west-1 (Ireland)"; a code not in the table as it is. */
export function regionLabel(code: string): string {
  const place = regionPlace(code);
  return place ? `${code} (${place})` : code;
}
